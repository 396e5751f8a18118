import { describe, expect, it } from 'vitest';
import { sanitizeRestaurantHtml } from './sanitize-html';

describe('sanitizeRestaurantHtml', () => {
  it('keeps formatting and absolute links', () => {
    const html =
      '<h2>Bienvenue</h2><p>Chez <strong>nous</strong>, <em>le</em> <u>midi</u><br></p><ul><li><a href="https://exemple.fr" title="Site">site</a></li><li><a href="mailto:a@b.fr">écrire</a></li><li><a href="tel:+33102030405">appeler</a></li></ul><blockquote><span>cité</span></blockquote>';
    expect(sanitizeRestaurantHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="steal()" style="color:red">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<iframe src="https://mal.example"></iframe>ok', 'ok'],
    ['<style>p{}</style>ok', 'ok'],
    ['<a href="javascript:alert(1)">lien</a>', '<a>lien</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">lien</a>', '<a>lien</a>'],
    ['<a href="data:text/html,x">lien</a>', '<a>lien</a>'],
    ['<a href="//mal.example">lien</a>', '<a>lien</a>'],
    ['<a href="/admin">lien</a>', '<a>lien</a>'],
    ['<svg><a href="https://x.fr"><circle onload="x()"/></a></svg>ok', '<a href="https://x.fr"></a>ok'],
    ['<form><input value="x"></form>ok', 'ok'],
  ])('removes what could run or mislead: %s', (input, expected) => {
    expect(sanitizeRestaurantHtml(input)).toBe(expected);
  });

  it('gives a link that opens a new tab no hold on the page', () => {
    expect(sanitizeRestaurantHtml('<a href="https://exemple.fr" target="_blank" rel="opener">site</a>')).toBe(
      '<a href="https://exemple.fr" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});
