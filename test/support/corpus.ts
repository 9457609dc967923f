// The shared test corpus for tests: where it is, whether it is there, and its merged site config.

export {
  CORPUS_DIR,
  CORPUS_SITE,
  CORPUS_VARS,
  SHARED_DIR,
  hasCorpus,
  writeCorpusSiteConfig,
} from '../../tools/lib/corpus-config'
import { CORPUS_DIR } from '../../tools/lib/corpus-config'

/** Message used when corpus tests are skipped. */
export const NO_CORPUS_MESSAGE = `corpus tests skipped: ${CORPUS_DIR} is absent (../shared not checked out beside the repo)`
