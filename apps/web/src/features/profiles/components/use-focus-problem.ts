import { type RefObject, useEffect, useState } from 'react';

/**
 * Moves the focus to the first field marked invalid once the form has rendered its errors: call the
 * returned function when a submit fails (the errors are not in the page yet at that moment).
 */
export const useFocusFirstProblem = (formRef: RefObject<HTMLFormElement | null>) => {
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [asked, formRef]);
  return () => setAsked((count) => count + 1);
};
