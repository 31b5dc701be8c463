/**
 * open-props' tokens, only those a stylesheet uses: each page inlines its CSS, and the whole sets of sizes, fonts and
 * borders (about 200 properties, 1.5 KB brotli) would ride along on every page where about fifteen are used.
 */
import postcssJitProps from 'postcss-jit-props';
import borders from 'open-props/src/borders';
import fonts from 'open-props/src/fonts';
import sizes from 'open-props/src/sizes';

export default {
  plugins: [postcssJitProps({ ...sizes, ...fonts, ...borders, custom_selector: ':where(html)' })],
};
