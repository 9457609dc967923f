// highlight.js ships types for its root and language modules but not for 'lib/core'.
declare module 'highlight.js/lib/core' {
  import hljs from 'highlight.js'
  export default hljs
}
