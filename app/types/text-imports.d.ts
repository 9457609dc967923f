// Stylesheets imported as text (`import css from './x.css' with { type: 'text' }`) by lazily
// loaded widgets; esbuild inlines them as strings in the widget's chunk.
declare module '*.css' {
  const text: string
  export default text
}
