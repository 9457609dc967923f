// Entry `preview`, the browser preview of a local docs folder (`<base>_preview/`, its shell
// written by tools/publish/preview-shell.ts): bundled on its own, so none of its code reaches the
// site's pages (a page links to it from its source bar).

import '../styles/index.css'
import { startPreview } from '../preview/start-preview'

startPreview()
