import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, type FieldControlProps } from './field';

const render = (props: Omit<Parameters<typeof Field>[0], 'children' | 'id' | 'label'>) =>
  renderToStaticMarkup(createElement(Field, { id: 'f', label: 'E-Mail', ...props, children: (control: FieldControlProps) => createElement('input', control) }));

describe('Field', () => {
  it('ties the control to its label and hint', () => {
    const html = render({ hint: 'Mindestens 6 Zeichen' });
    expect(html).toContain('<label');
    expect(html).toContain('for="f"');
    expect(html).toContain('<input id="f" aria-describedby="f-hint"/>');
    expect(html).toContain('<p id="f-hint"');
  });

  it('shows the field\'s message and marks the control invalid, described by hint and message', () => {
    const html = render({ hint: 'Maximal 2000 Zeichen', error: 'Nachricht ist ungültig' });
    expect(html).toContain('<input id="f" aria-invalid="true" aria-describedby="f-hint f-error"/>');
    expect(html).toMatch(/<p id="f-error"[^>]*>Nachricht ist ungültig<\/p>/);
  });

  it('marks a control invalid whose message is the form\'s alert', () => {
    const html = render({ invalid: true, describedBy: 'form-alert' });
    expect(html).toContain('<input id="f" aria-invalid="true" aria-describedby="form-alert"/>');
    expect(html).not.toContain('f-error');
  });
});
