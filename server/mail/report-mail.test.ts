import { describe, expect, it } from 'vitest';
import { escapeHtml, reportMailContent } from './report-mail';

describe('report e-mail content', () => {
  it('lists the attached reports in HTML and plain text', () => {
    const { text, html } = reportMailContent({
      recipientName: 'Dana',
      reports: [
        { title: 'Checkpoint report', fileName: 'checkpoint.pdf' },
        { title: 'Fleet condition', fileName: 'fleet-condition.pdf' },
      ],
    });
    expect(text).toBe(
      ['Hello Dana,', '', 'Attached reports:', '- Checkpoint report (checkpoint.pdf)', '- Fleet condition (fleet-condition.pdf)', '', '--', 'This message was sent by Fleet Tire Portal.', ''].join('\n'),
    );
    expect(html).toContain('Fleet Tire Portal</div>');
    expect(html).toContain('<p>Hello Dana,</p>');
    expect(html.match(/<li>/g)).toHaveLength(2);
  });

  it('escapes everything that comes from data', () => {
    const { html } = reportMailContent({ recipientName: '<b>Eve</b>', intro: 'a & b', reports: [{ title: '"x" <script>', fileName: "o'k.pdf" }] });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(html).toContain('a &amp; b');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('uses the recipient language for its own words', () => {
    expect(reportMailContent({ recipientName: 'Ana', language: 'es-AR', reports: [] }).text).toMatch(/^Hola Ana:\n\nInformes adjuntos:/);
    expect(reportMailContent({ recipientName: 'Zoe', language: 'zh-CN', reports: [] }).text).toMatch(/^Hello Zoe,/);
  });
});
