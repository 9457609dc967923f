// Stylesheets imported as text (`import css from './x.css' with { type: 'text' }`) by lazily
// loaded widgets; esbuild inlines them as strings in the widget's chunk.
declare module '*.css' {
  const text: string
  export default text
}

// SVG files imported for their URL (esbuild's file loader).
declare module '*.svg' {
  const url: string
  export default url
}

// A worker's script bundled on its own, as text (esbuild-worker-code.ts): a worker made from it
// through a Blob fetches nothing to start.
declare module '*?worker-code' {
  const code: string
  export default code
}
