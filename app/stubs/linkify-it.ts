// Stands in for linkify-it in the browser bundle (esbuild.config.ts alias): the pipeline creates
// markdown-it with `linkify: false` (manifest/markdown/create-markdown.ts), so markdown-it only
// constructs it and never asks it anything. Saves linkify-it's 11 KB of minified regexes on the
// first paint's critical path; test/browser-bundle/browser-pipeline.test.ts checks the output is unchanged.

/** linkify-it's API as markdown-it uses it, finding no links. */
export class LinkifyIt {
  test(): boolean {
    return false
  }

  pretest(): boolean {
    return false
  }

  match(): null {
    return null
  }

  matchAtStart(): null {
    return null
  }

  set(): this {
    return this
  }
}
