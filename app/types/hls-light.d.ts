// hls.js ships its light build (no subtitles or alternate audio renditions, a third smaller)
// without types of its own; its API is the full build's.
declare module 'hls.js/light' {
  export { default } from 'hls.js'
}
