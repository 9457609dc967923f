// Catches render errors in page content so a broken page shows an error box, never a blank screen.

import { Component, type ErrorInfo, type ReactNode } from 'react'
import { DEFAULT_UI_TEXT, type UiText } from '../../manifest/ui/ui-strings'

/** Props: content, and a key whose change clears a caught error (e.g. the route). */
export interface ContentErrorBoundaryProps {
  children: ReactNode
  resetKey: string
  /** The site's interface text (a class component cannot read it from a hook). */
  text?: UiText
}

interface State {
  error?: Error
  key: string
}

/** Error boundary around page content. */
export class ContentErrorBoundary extends Component<ContentErrorBoundaryProps, State> {
  override state: State = { key: this.props.resetKey }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: ContentErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { key: props.resetKey, error: undefined } : null
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Page content failed to render:', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div className="error-box" role="alert">
        <h1>{(this.props.text ?? DEFAULT_UI_TEXT)('error.pageShow')}</h1>
        <p>{this.state.error.message}</p>
        <button type="button" className="button primary" onClick={() => this.setState({ error: undefined })}>
          {(this.props.text ?? DEFAULT_UI_TEXT)('error.retry')}
        </button>
      </div>
    )
  }
}
