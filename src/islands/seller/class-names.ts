/** The class names given, skipping the conditions that are false: `cx('card', picked && styles.picked)`. */
export const cx = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ');
