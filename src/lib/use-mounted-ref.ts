import { useEffect, useRef } from 'react';

/** Whether the component is still on screen, for work that finishes after an await. */
export function useMountedRef() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
