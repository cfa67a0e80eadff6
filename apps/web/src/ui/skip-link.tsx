import classes from './skip-link.module.css';

/** The id of the page content a shell's skip link jumps to. */
export const skipTargetId = 'main-content';
/** The class of that content: it takes focus from the link without a ring around the whole page. */
export const skipTargetClass = classes.target;

/** 'Skip to content', the first Tab stop of a shell: hidden until focused. */
export function SkipLink() {
  return (
    <a href={`#${skipTargetId}`} className={classes.skipLink}>
      Skip to content
    </a>
  );
}
