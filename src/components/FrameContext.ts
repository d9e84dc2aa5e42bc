// The site frame (menus, footer, telephone) for the page being rendered, set once per render in src/render.tsx.
import { createContext, useContext } from 'react';
import type { Frame } from '../lib/types';

export const FrameContext = createContext<Frame | null>(null);

export function useFrame(): Frame {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error('useFrame() outside FrameContext: render pages through src/render.tsx');
  return frame;
}
