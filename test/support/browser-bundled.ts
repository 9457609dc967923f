// A module bundled as the browser build bundles it (esbuild.config.ts's target, aliases and
// plugins), written to `dir` and imported into the test, with the inputs the bundle took.

import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { appBuildOptions } from '../../esbuild.config'

/** `entry` (relative to the project root) bundled for the browser; `module` is the imported bundle. */
export async function browserBundled<T>(
  entry: string,
  dir: string,
): Promise<{ module: T; inputs: string[]; code: string }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: appBuildOptions.target,
    alias: appBuildOptions.alias,
    plugins: appBuildOptions.plugins,
    write: false,
    metafile: true,
    logLevel: 'error',
  })
  const code = result.outputFiles[0]!.text
  const file = path.join(dir, `${path.basename(entry, '.ts')}.mjs`)
  await writeFile(file, code)
  return { module: (await import(pathToFileURL(file).href)) as T, inputs: Object.keys(result.metafile.inputs), code }
}
