import { type FormEvent, useId, useState } from "react";
import { callAdminApi } from "~/admin/shell/admin-api.client";
import { adminText } from "~/content/admin/shell";
import { counted } from "~/lib/format/plural";
import { inputClass } from "~/lib/ui/form-field";
import { buttonClass } from "../shell/button-class";

const text = adminText.images;

/** A picture as the search answers it: the provider's fields, our signed token, and a preview through our server. */
export interface FoundImage {
  url: string;
  thumb: string;
  alt: string;
  source: string;
  author: string;
  author_url: string;
  token: string;
  preview: string;
}

/** A picture stored by our server, ready for an article. */
export interface ChosenImage {
  path: string;
  alt: string;
  credit: { author: string; authorUrl: string; source: string; sourceUrl: string };
}

type SearchState =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "found"; images: FoundImage[]; source: string }
  | { status: "message"; message: string; tone: "info" | "error" };

/**
 * The stock-image search (app/lib/integrations/stock-images.server.ts): a keyword and a grid of results, through our server.
 * Choosing a picture has the server copy and convert it; `onChosen` gets the stored picture.
 */
export function ImageSearch({
  configured,
  onChosen,
  chooseLabel = text.choose,
}: {
  configured: boolean;
  onChosen: (image: ChosenImage) => void;
  chooseLabel?: string;
}) {
  const fieldId = useId();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [storing, setStoring] = useState<string | undefined>(undefined);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === "") {
      setState({ status: "message", message: text.queryRequired, tone: "error" });
      return;
    }
    setState({ status: "searching" });
    const answer = await callAdminApi<{ images?: FoundImage[]; source?: string }>(
      `/admin/api/images/recherche?q=${encodeURIComponent(query.trim())}`,
    );
    if (!answer.ok) setState({ status: "message", message: answer.status === 0 ? text.failed : answer.error, tone: "error" });
    else if (answer.value.images?.length) setState({ status: "found", images: answer.value.images, source: answer.value.source ?? "" });
    else setState({ status: "message", message: text.empty, tone: "info" });
  };

  const choose = async (image: FoundImage) => {
    setStoring(image.token);
    const answer = await callAdminApi<{ path: string; credit: ChosenImage["credit"] }>("/admin/api/images", {
      method: "POST",
      body: { image },
    });
    setStoring(undefined);
    if (answer.ok) onChosen({ path: answer.value.path, alt: image.alt, credit: answer.value.credit });
    else setState({ status: "message", message: text.storeFailed, tone: "error" });
  };

  if (!configured) {
    return (
      <p role="status" className="rounded-2xl bg-gold-300/30 px-4 py-3 text-sm text-ink-900">
        {text.notConfigured}
      </p>
    );
  }

  return (
    <div>
      <search>
        <form onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={fieldId} className="block text-sm font-semibold text-ink-900">
              {text.searchLabel}
            </label>
            <input
              id={fieldId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={text.searchPlaceholder}
              maxLength={100}
              className={`mt-1.5 ${inputClass}`}
            />
          </div>
          <button type="submit" disabled={state.status === "searching"} className={`${buttonClass("primary")} justify-center sm:min-h-12`}>
            {state.status === "searching" ? text.searching : text.submit}
          </button>
        </form>
      </search>

      <div aria-live="polite" className="mt-4">
        {state.status === "message" ? (
          <p className={`rounded-xl px-4 py-3 text-sm ${state.tone === "error" ? "bg-red-50 text-red-800" : "bg-ink-50 text-ink-800"}`}>
            {state.message}
          </p>
        ) : null}
        {state.status === "found" ? (
          <p className="text-sm text-ink-700">{text.results(counted(state.images.length), state.source)}</p>
        ) : null}
      </div>

      {state.status === "found" ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {state.images.map((image) => (
            <li key={image.token} className="overflow-hidden rounded-2xl border border-ink-100 bg-white">
              <img
                src={image.preview}
                alt={image.alt}
                width={400}
                height={267}
                loading="lazy"
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="space-y-2 p-3">
                <p className="truncate text-xs text-ink-700">{text.credit(image.author, image.source)}</p>
                <button
                  type="button"
                  onClick={() => void choose(image)}
                  disabled={storing !== undefined}
                  aria-label={`${chooseLabel}\u00a0: ${image.alt || image.author}`}
                  className={`${buttonClass("quiet")} w-full justify-center`}
                >
                  {storing === image.token ? text.storing : chooseLabel}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
