/**
 * The administrator reviews applications on a phone too: an applicant's long address, file name or business name
 * wraps inside its card instead of widening the page (it did, by 6 px at 320 px in Bahasa Malaysia).
 */
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, newApplicant, openAs, pdfFile } from './fixtures';

test('an application with long names fits a 320 px phone, in Bahasa Malaysia and English @phone', async ({
  browser,
  baseURL,
  page,
}) => {
  const applicant = await newApplicant(browser, baseURL!, 'Kuih Tipah 1795778285652', {
    name: 'Tipah binti Abdullah',
    emailPrefix: 'a-rather-long-applicant-address-prefix',
    form: { businessLicense: pdfFile('business-registration-certificate-of-2026.pdf') },
  });
  await applicant.context.close();
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/ms/admin/applications', '/admin/applications']) {
    await openAs(page, baseURL!, DEMO_ADMIN, path);
    await expect(page.locator(`[data-application="${applicant.applicationId}"]`)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
