/**
 * A phone photo for the bench and the tests: a 4032 x 3024 JPEG (12 megapixels) drawn by Chromium's canvas, with
 * a photo's smooth light, shapes and grain, so that it weighs what a phone's photo does (about 4 MB) and scales
 * down the way one does. The same seed always draws the same photo; different seeds, different photos.
 */
export const PHOTO_WIDTH = 4032;
export const PHOTO_HEIGHT = 3024;

/** Draws the photo in a page of its own of `browser` (a Playwright browser) and gives its bytes. */
export async function twelveMegapixelJpeg(browser, seed = 1) {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(
      async ({ width, height, seed }) => {
        let state = (seed * 2654435761) >>> 0;
        const random = () => {
          state = (state * 1664525 + 1013904223) >>> 0;
          return state / 2 ** 32;
        };
        const canvas = new OffscreenCanvas(width, height);
        const g = canvas.getContext('2d');
        const sky = g.createLinearGradient(0, 0, 0, height);
        sky.addColorStop(0, `hsl(${200 + random() * 20} 60% 70%)`);
        sky.addColorStop(0.5, `hsl(${40 + random() * 20} 50% 80%)`);
        sky.addColorStop(1, `hsl(${20 + random() * 20} 45% 35%)`);
        g.fillStyle = sky;
        g.fillRect(0, 0, width, height);
        // Fish, fruit and baskets: soft shapes of many colours and sizes.
        for (let i = 0; i < 600; i++) {
          g.fillStyle = `hsl(${random() * 360} ${40 + random() * 40}% ${30 + random() * 50}% / ${0.3 + random() * 0.6})`;
          g.beginPath();
          g.ellipse(
            random() * width,
            random() * height,
            20 + random() * 380,
            10 + random() * 200,
            random() * Math.PI,
            0,
            2 * Math.PI,
          );
          g.fill();
        }
        // A phone sensor's grain.
        const image = g.getImageData(0, 0, width, height);
        const data = image.data;
        for (let p = 0; p < data.length; p += 4) {
          const grain = (random() - 0.5) * 28;
          data[p] += grain;
          data[p + 1] += grain;
          data[p + 2] += grain;
        }
        g.putImageData(image, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      },
      { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, seed },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}
