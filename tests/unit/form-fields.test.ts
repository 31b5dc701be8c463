import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InputField, SelectField, SwitchRow, TextAreaField } from '../../src/islands/form/Field';

const noop = () => undefined;

/** The opening tag of the first `name` element in the markup, for checking its attributes in any order. */
const tag = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`))?.[0] ?? '';

describe('form fields', () => {
  it('labels the input and ties the error message to it', () => {
    const html = renderToStaticMarkup(
      h(InputField, {
        id: 'phone',
        name: 'phone',
        label: 'Phone',
        marked: true,
        value: '',
        error: 'Phone is required',
        onChange: noop,
      }),
    );
    expect(html).toContain('<label for="phone">Phone<span');
    expect(tag(html, 'input')).toContain('id="phone"');
    expect(tag(html, 'input')).toContain('aria-invalid="true"');
    expect(tag(html, 'input')).toContain('aria-describedby="phone-error"');
    expect(html).toMatch(/<span id="phone-error"[^>]*>Phone is required<\/span>/);
    // The mark alone does not ask the browser to check the field.
    expect(html).not.toContain('required=""');
  });

  it('leaves a valid field undescribed and unmarked', () => {
    const html = renderToStaticMarkup(h(InputField, { id: 'city', label: 'City', value: 'Labuan', onChange: noop }));
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('*');
  });

  it('marks a required field and sets the attribute', () => {
    const html = renderToStaticMarkup(
      h(InputField, { id: 'cvv', label: 'CVV', required: true, plainMark: true, value: '', onChange: noop }),
    );
    expect(html).toMatch(/<span aria-hidden="true"> (<!-- -->)?\*<\/span>/);
    expect(html).toContain('required=""');
  });

  it('keeps a hint in the description when one is named', () => {
    const html = renderToStaticMarkup(
      h(TextAreaField, {
        id: 'notes',
        label: 'Notes',
        textareaClassName: 'tall',
        describedBy: 'notes-hint',
        value: '',
        onChange: noop,
      }),
    );
    expect(tag(html, 'textarea')).toContain('class="input tall"');
    expect(tag(html, 'textarea')).toContain('aria-describedby="notes-hint"');
  });

  it('offers an empty first choice only with a placeholder', () => {
    const options = [{ value: 'Labuan', label: 'Labuan' }];
    expect(
      renderToStaticMarkup(
        h(SelectField, {
          id: 'state',
          label: 'State',
          placeholder: 'Select state',
          options,
          value: '',
          onChange: noop,
        }),
      ),
    ).toContain('<option value="" selected="">Select state</option>');
    expect(
      renderToStaticMarkup(h(SelectField, { id: 'state', label: 'State', options, value: 'Labuan', onChange: noop })),
    ).not.toContain('<option value=""');
  });

  it('draws a switch as a checkbox described by its hint', () => {
    const html = renderToStaticMarkup(
      h(SwitchRow, {
        id: 'taxable',
        label: 'Taxable',
        hint: 'Charge tax on this product',
        checked: true,
        onToggle: noop,
      }),
    );
    for (const attribute of [
      'id="taxable"',
      'type="checkbox"',
      'role="switch"',
      'name="taxable"',
      'checked=""',
      'aria-describedby="taxable-hint"',
    ]) {
      expect(tag(html, 'input')).toContain(attribute);
    }
    expect(html).toContain('<label for="taxable"');
    expect(html).toMatch(/<span id="taxable-hint"[^>]*>Charge tax on this product<\/span>/);
  });
});
