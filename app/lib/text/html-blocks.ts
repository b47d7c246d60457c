/** Elements whose edges separate words: "<p>un</p><p>deux</p>" reads "un deux", not "undeux". */
export const blockTags = new Set(
  "address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr img li main nav ol p pre section table td th tr ul".split(
    " ",
  ),
);

/** Elements whose text is code or not text at all: typography leaves it as written. */
export const verbatimTags = new Set(["code", "pre", "script", "style", "textarea"]);
