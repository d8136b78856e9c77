import { PORTAL_NAME } from '../exports/report-model';

export interface AttachedReport {
  title: string;
  fileName: string;
}

export interface ReportMailInput {
  recipientName: string;
  reports: AttachedReport[];
  /** A sentence about why the reports come now, already in the recipient's language. */
  intro?: string;
  language?: string;
}

interface MailWords {
  greeting: (name: string) => string;
  attached: string;
  footer: string;
}

/** The few fixed words of the message; the caller's intro carries the rest. English otherwise. */
const WORDS: Record<string, MailWords> = {
  en: { greeting: (name) => `Hello ${name},`, attached: 'Attached reports:', footer: `This message was sent by ${PORTAL_NAME}.` },
  es: { greeting: (name) => `Hola ${name}:`, attached: 'Informes adjuntos:', footer: `Este mensaje fue enviado por ${PORTAL_NAME}.` },
  fr: { greeting: (name) => `Bonjour ${name},`, attached: 'Rapports joints :', footer: `Ce message a été envoyé par ${PORTAL_NAME}.` },
  pt: { greeting: (name) => `Olá ${name},`, attached: 'Relatórios anexados:', footer: `Esta mensagem foi enviada pelo ${PORTAL_NAME}.` },
  de: { greeting: (name) => `Hallo ${name},`, attached: 'Angehängte Berichte:', footer: `Diese Nachricht wurde vom ${PORTAL_NAME} gesendet.` },
};

function wordsFor(language = 'en'): MailWords {
  return WORDS[language.toLowerCase().split(/[-_]/)[0] ?? 'en'] ?? (WORDS.en as MailWords);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** The body of a report e-mail as HTML and as its plain-text alternative (same content). */
export function reportMailContent(input: ReportMailInput): { text: string; html: string } {
  const words = wordsFor(input.language);
  const name = input.recipientName.trim();
  const greeting = words.greeting(name);
  const lines = input.reports.map((report) => `${report.title} (${report.fileName})`);

  const text = [greeting, '', ...(input.intro ? [input.intro, ''] : []), words.attached, ...lines.map((line) => `- ${line}`), '', '--', words.footer, ''].join('\n');

  const items = input.reports
    .map((report) => `<li><strong>${escapeHtml(report.title)}</strong> <span style="color:#5b6472">(${escapeHtml(report.fileName)})</span></li>`)
    .join('');
  const html = [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"></head>',
    '<body style="font-family:Helvetica,Arial,sans-serif;color:#111827;margin:0;padding:0">',
    `<div style="background:#1f3a5f;color:#ffffff;padding:12px 20px;font-weight:bold;font-size:16px">${escapeHtml(PORTAL_NAME)}</div>`,
    '<div style="padding:16px 20px;font-size:14px;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    input.intro ? `<p>${escapeHtml(input.intro)}</p>` : '',
    `<p>${escapeHtml(words.attached)}</p>`,
    `<ul>${items}</ul>`,
    `<p style="color:#5b6472;font-size:12px;border-top:1px solid #d9e1f2;padding-top:8px">${escapeHtml(words.footer)}</p>`,
    '</div></body></html>',
  ].join('');
  return { text, html };
}
