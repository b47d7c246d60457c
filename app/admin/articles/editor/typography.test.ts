import { describe, expect, it } from "vitest";
import { autoFormat } from "./typography";

const nb = "\u00a0";

describe("autoFormat, punctuation", () => {
  it("puts a non-breaking space before ; : ! ? whether a space was typed or not", () => {
    expect(autoFormat("<p>Bonjour!Vraiment ? Oui ; non:peut-être</p>")).toBe(
      `<p>Bonjour${nb}!Vraiment${nb}? Oui${nb}; non${nb}:peut-être</p>`,
    );
    expect(autoFormat("<p>Prix&nbsp;: 10 €</p>")).toBe(`<p>Prix${nb}: 10 €</p>`);
  });

  it("spaces the inside of « » guillemets", () => {
    expect(autoFormat("<p>«Bonjour» et «  salut  »</p>")).toBe(`<p>«${nb}Bonjour${nb}» et «${nb}salut${nb}»</p>`);
  });

  it("leaves addresses alone but spaces the punctuation after them", () => {
    expect(
      autoFormat("<p>Voir https://kheops.cm/devis?offre=pro&amp;x=1 ! Ou www.site.cm?a=b, mailto:info@kheops.cm et tel:+237600000000</p>"),
    ).toBe(`<p>Voir https://kheops.cm/devis?offre=pro&amp;x=1${nb}! Ou www.site.cm?a=b, mailto:info@kheops.cm et tel:+237600000000</p>`);
  });

  it("leaves times and ratios alone", () => {
    expect(autoFormat("<p>Rendez-vous à 10:30, format 16:9.</p>")).toBe("<p>Rendez-vous à 10:30, format 16:9.</p>");
  });

  it("spaces only the first mark of ?! and nothing at the start of a block", () => {
    expect(autoFormat("<p>Quoi?!</p><p>!important</p>")).toBe(`<p>Quoi${nb}?!</p><p>!important</p>`);
  });

  it("reads across inline tags", () => {
    expect(autoFormat("<p><strong>Attention</strong>! «<em>mot</em>»</p>")).toBe(
      `<p><strong>Attention</strong>${nb}! «${nb}<em>mot</em>${nb}»</p>`,
    );
  });

  it("turns three dots into an ellipsis and a straight apostrophe between letters into ’", () => {
    expect(autoFormat("<p>L'agence... et 'cité' aujourd'hui</p>")).toBe("<p>L’agence… et 'cité' aujourd’hui</p>");
  });

  it("never touches tags, attributes, entities, code or pre", () => {
    const html =
      '<p><a href="https://x.cm/?a=1" title="Note: ici l\'agence...">lien</a> R&amp;D; &eacute;t&eacute;</p>' +
      "<pre>const a = b ? c : d; // ...</pre><p>Code <code>a:b!</code> fin</p>";
    expect(autoFormat(html)).toBe(
      '<p><a href="https://x.cm/?a=1" title="Note: ici l\'agence...">lien</a> R&amp;D' +
        `${nb}; &eacute;t&eacute;</p><pre>const a = b ? c : d; // ...</pre><p>Code <code>a:b!</code> fin</p>`,
    );
  });
});

describe("autoFormat, structure", () => {
  it("removes empty paragraphs", () => {
    expect(autoFormat('<p>Un</p><p></p><p><br></p><p> </p><p class="x">&nbsp;<br/></p><p>Deux</p>')).toBe("<p>Un</p><p>Deux</p>");
  });

  it("repairs heading levels", () => {
    expect(autoFormat('<h3 id="a">Intro</h3><h1>Titre</h1><h3>Sous</h3><h5 class="x">Détail</h5><h6>Fin</h6>')).toBe(
      '<h2 id="a">Intro</h2><h2>Titre</h2><h3>Sous</h3><h3 class="x">Détail</h3><h3>Fin</h3>',
    );
    expect(autoFormat("<h4>Premier</h4><h2>Deux</h2><h4>Trois</h4>")).toBe("<h2>Premier</h2><h2>Deux</h2><h3>Trois</h3>");
  });

  it("changes nothing the second time", () => {
    const samples = [
      "<h1>Vendre : le guide</h1><p>Bonjour! « Salut » l'agence...</p><p></p><h4>Et après ?</h4><p>Voir https://a.cm ! À 10:30.</p>",
      "<p>Prix&nbsp;: «&nbsp;10&nbsp;000&nbsp;»&nbsp;! Quoi ?! <code>x:y</code>;</p><pre>a : b</pre><h3>Sous</h3><h2>Titre</h2>",
      "<ul><li><p>Un ; deux : trois</p></li></ul><p><br></p><h6>Fin...</h6>",
    ];
    for (const sample of samples) {
      const once = autoFormat(sample);
      expect(once).not.toBe(sample);
      expect(autoFormat(once)).toBe(once);
    }
  });
});
