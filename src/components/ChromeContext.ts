// The site chrome (menus, footer, telephone) for the page being rendered, set once per render in src/render.tsx.
import { createContext, useContext } from 'react';
import type { Chrome } from '../lib/types';

export const ChromeContext = createContext<Chrome | null>(null);

export function useChrome(): Chrome {
  const chrome = useContext(ChromeContext);
  if (!chrome) throw new Error('useChrome() outside ChromeContext: render pages through src/render.tsx');
  return chrome;
}
