// Renders a frame (lib/doc-page-frame.ts) as React elements, slots filled by the caller.

import { createElement, Fragment, type ReactNode } from 'react'
import type { FrameNode, FrameSlot } from '../lib/doc-page-frame'
import { AppLink } from './AppLink'

/** Props: the frame and what goes in each of its slots. */
export interface FrameViewProps {
  frame: FrameNode
  slots: Partial<Record<FrameSlot, ReactNode>>
}

/** The frame as React elements; page links are in-app links. */
export function FrameView({ frame, slots }: FrameViewProps) {
  return toReact(frame, slots, 'frame')
}

function toReact(node: FrameNode, slots: FrameViewProps['slots'], key: string): ReactNode {
  if (typeof node === 'string') return node
  if ('slot' in node) return <Fragment key={key}>{slots[node.slot]}</Fragment>
  if ('route' in node) {
    return (
      <AppLink key={key} to={node.route}>
        {node.text}
      </AppLink>
    )
  }
  const { class: className, ...attrs } = node.attrs ?? {}
  const children = (node.children ?? []).map((child, i) => toReact(child, slots, `${key}.${i}`))
  return createElement(node.tag, { key, className, ...attrs }, ...children)
}
