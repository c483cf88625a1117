import type { Renderable, ToastOptions } from 'react-hot-toast';
import { useToasterWanted } from '@marketplace/ui/page-state';

type Show = (message: Renderable, options?: ToastOptions) => void;

/**
 * react-hot-toast's `toast`, loaded with the first toast instead of with every page: a first
 * visit mostly shows none, and its bytes counted against the home page's byte budget. Any app's first toast also puts up the shell's toaster.
 */
function shows(kind: 'blank' | 'success' | 'error'): Show {
  return (message, options) => {
    useToasterWanted.setState(true);
    void import('react-hot-toast').then(({ default: hotToast }) => {
      if (kind === 'blank') hotToast(message, options);
      else hotToast[kind](message, options);
    });
  };
}

export const toast = Object.assign(shows('blank'), {
  success: shows('success'),
  error: shows('error'),
});
