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
