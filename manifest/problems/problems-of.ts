// The site problems of one build, given the files it was built from: what `npm run check`, the dev
// server and the browser preview (app/preview/) all list, worked out the same way in each.

import type { BuildOutput, SourceFile } from '../builder/build-manifest'
import { memoByObject } from '../memo-by-object'
import { findForeignAssets, type ForeignAsset } from './foreign-assets'
import { findSiteProblems, type SiteProblem } from './site-problems'

/**
 * The site problems of one build, given the files it was built from; with `only`, just those of
 * the files named.
 */
export function problemsOf(
  output: Pick<BuildOutput, 'manifest' | 'details' | 'envs'>,
  files: Iterable<SourceFile>,
  only?: ReadonlySet<string>,
): SiteProblem[] {
  const byPath = new Map<string, SourceFile>()
  for (const f of files) byPath.set(f.path, f)
  return findSiteProblems({
    manifest: output.manifest,
    details: output.details,
    envs: output.envs,
    hasFile: (path) => byPath.has(path),
    foreignAssetsIn: (path) => foreignAssetsOf(byPath.get(path)),
    only,
  })
}

/**
 * The foreign-asset scan of each file read, kept while the file is unchanged: the dev server
 * checks the whole site after every save, and a file that was not saved keeps its object.
 */
const foreignAssetsOfFile = memoByObject((file: SourceFile) => findForeignAssets(file.text ?? ''))

function foreignAssetsOf(file: SourceFile | undefined): ForeignAsset[] | undefined {
  return file?.text === undefined ? undefined : foreignAssetsOfFile(file)
}
