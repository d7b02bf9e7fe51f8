import { Slide } from '@mui/material';
import { type ReactElement, useEffect, useState } from 'react';

/** How far down the page the bar starts hiding as the user scrolls on (Material UI's default). */
const HIDE_AFTER_PX = 100;

/**
 * The app bar slides away as the user scrolls down and back as they scroll up, as react-admin's
 * HideOnScroll does, but without its first reading of the scroll position on mount: that read
 * made the browser lay out the whole freshly inserted signed-in page inside React's commit,
 * the longest task of a page load (~100 ms of it at 4× CPU). A page opens at its top; the bar
 * then follows the scroll events.
 */
export const HideOnScroll = ({
  children,
  className,
}: {
  children: ReactElement;
  className?: string;
}) => {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last: number | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(last !== undefined && y < last ? false : y > HIDE_AFTER_PX);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Slide appear={false} direction="down" in={!hidden} className={className}>
      {children}
    </Slide>
  );
};
