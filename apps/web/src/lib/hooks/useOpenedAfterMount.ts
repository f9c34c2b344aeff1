import { useEffect, useState } from 'react';

/**
 * `opened`, held false until the component has mounted. A dialog or dropdown whose code loads on the click that opens
 * it mounts already open, and Mantine's Modal and Popover note the element to give the focus back to only when
 * `opened` turns true after mounting: opened one render later, they note the button that was pressed, as they do when
 * mounted closed with the page.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return opened && mounted;
}
