import { memo, useEffect, useRef, useState } from "react";
import { planSeoFixes } from "~/admin/articles/editor/auto-fix";
import { exportFileName, standaloneArticleHtml } from "~/admin/articles/editor/export";
import { textOfHtml } from "~/admin/articles/editor/html-text";
import { suggestContent } from "~/admin/articles/editor/outline";
import { type AdvancedSeoReport, advancedSeo, type SeoReport, scoreSeo } from "~/admin/articles/editor/seo-score";
import { type AnalysisStep, analyseText } from "~/admin/articles/editor/text-analysis";
import { autoFormat } from "~/admin/articles/editor/typography";
import { callAdminApi } from "~/admin/shell/admin-api.client";
import { adminCategories, analysisNote, editorMessages } from "~/content/admin/editor";
import { adminText } from "~/content/admin/shell";
import { formatNumber } from "~/lib/format/number";
import { counted } from "~/lib/format/plural";
import { escapeHtml } from "~/lib/text/escape-html";
import { showToast } from "~/lib/ui/toast.client";
import { buttonClass } from "../shell/button-class";
import type { EditorDraft } from "./use-article-draft";

const text = adminText.tools;

/** The analysis starts after 2 s, its steps 800 ms apart; auto-fix applies a fix every 500 ms. */
const analysisStartMs = 2000;
const analysisStepMs = 800;
const fixStepMs = 500;
const seoToastMs = 8000;
const advancedSeoToastMs = 10_000;

type AiAnswer = { status: "ok"; model: string; suggestions: string[] } | { status: "not-configured" } | { status: "failed" };

type Panel =
  | { kind: "seo"; report: SeoReport }
  | { kind: "advanced"; report: AdvancedSeoReport }
  | { kind: "analysis"; steps: AnalysisStep[]; shown: number; ai: "waiting" | "off" | AiAnswer }
  | { kind: "suggestions"; sections: string[]; keyPhrases: string[] }
  | { kind: "fixes"; labels: string[]; applied: number };

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** The creator's tools: suggestions, SEO analyses, text analysis, auto-format, auto-fix, export. */
export const EditorTools = memo(function EditorTools({
  getDraft,
  update,
  words,
  ai,
}: {
  /** The article's latest fields (what the author typed last, even before the page shows it). */
  getDraft: () => EditorDraft;
  update: (changes: Partial<EditorDraft>) => void;
  words: number;
  ai: { configured: boolean; model: string | null };
}) {
  const [panel, setPanel] = useState<Panel | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const hasContent = () => textOfHtml(getDraft().content).trim() !== "";
  const refuse = (message: string) => void showToast({ title: message, tone: "error" });

  const seo = () => {
    if (!hasContent()) return refuse(editorMessages.nothingToAnalyse);
    const draft = getDraft();
    const report = scoreSeo({ title: draft.title, html: draft.content });
    setPanel({ kind: "seo", report });
    void showToast({ title: text.seoToast(report.score, report.label), durationMs: seoToastMs });
  };

  const advanced = () => {
    if (!hasContent()) return refuse(editorMessages.nothingToAnalyse);
    const draft = getDraft();
    const report = advancedSeo({
      title: draft.title,
      html: draft.content,
      keywords: draft.keywords,
      seoTitle: draft.seoTitle,
      seoDescription: draft.seoDescription,
    });
    setPanel({ kind: "advanced", report });
    void showToast({ title: text.advancedToast(report.score, report.label), durationMs: advancedSeoToastMs });
  };

  const analyse = async () => {
    if (!hasContent()) return refuse(editorMessages.nothingToAnalyse);
    const draft = getDraft();
    const input = { html: draft.content, title: draft.title, tone: draft.tone, wordTarget: draft.wordTarget, keywords: draft.keywords };
    const { steps } = analyseText(input);
    setBusy(true);
    setPanel({ kind: "analysis", steps, shown: 0, ai: ai.configured ? "waiting" : "off" });
    const suggestions = ai.configured ? requestSuggestions(draft) : undefined;
    await wait(analysisStartMs);
    for (let shown = 1; shown <= steps.length && alive.current; shown += 1) {
      setPanel((current) => (current?.kind === "analysis" ? { ...current, shown } : current));
      if (shown < steps.length) await wait(analysisStepMs);
    }
    if (suggestions) {
      const answer = await suggestions;
      setPanel((current) => (current?.kind === "analysis" ? { ...current, ai: answer } : current));
    }
    setBusy(false);
  };

  const requestSuggestions = async (draft: EditorDraft): Promise<AiAnswer> => {
    const answer = await callAdminApi<AiAnswer>("/admin/api/analyse", {
      method: "POST",
      body: { title: draft.title, text: textOfHtml(draft.content), tone: draft.tone, category: draft.category },
    });
    return answer.ok ? answer.value : { status: "failed" };
  };

  const suggest = () => {
    const draft = getDraft();
    if (draft.title.trim() === "") return refuse(editorMessages.titleFirst);
    // A bundled article's category (outside the admin's eight) gets the general plan.
    const category = adminCategories.find((known) => known === draft.category) ?? adminCategories[0];
    setPanel({ kind: "suggestions", ...suggestContent({ title: draft.title, category, tone: draft.tone }) });
  };

  const insertOutline = (sections: string[]) => {
    const outline = sections.map((section) => `<h2>${escapeHtml(section)}</h2><p></p>`).join("");
    update({ content: `${getDraft().content}${outline}` });
    void showToast({ title: text.outlineInserted });
  };

  const format = () => {
    if (!hasContent()) return refuse(editorMessages.nothingToAnalyse);
    const draft = getDraft();
    const formatted = autoFormat(draft.content);
    if (formatted !== draft.content) update({ content: formatted });
    void showToast({ title: formatted === draft.content ? text.formatNothing : text.formatDone });
  };

  const fix = async () => {
    if (!hasContent()) return refuse(editorMessages.nothingToAnalyse);
    const draft = getDraft();
    const fixes = planSeoFixes({ title: draft.title, html: draft.content, keywords: draft.keywords });
    if (fixes.length === 0) {
      void showToast({ title: text.fixNothing });
      return;
    }
    setBusy(true);
    setPanel({ kind: "fixes", labels: fixes.map((one) => one.label), applied: 0 });
    for (const [index, one] of fixes.entries()) {
      await wait(fixStepMs);
      if (!alive.current) return;
      const now = getDraft();
      const fixed = one.apply({ title: now.title, html: now.content, keywords: now.keywords });
      update({ title: fixed.title, content: fixed.html });
      setPanel({ kind: "fixes", labels: fixes.map((item) => item.label), applied: index + 1 });
    }
    setBusy(false);
    void showToast({ title: text.fixDone(counted(fixes.length)) });
  };

  const exportArticle = () => {
    if (!hasContent()) return refuse(editorMessages.nothingToExport);
    const draft = getDraft();
    const file = new Blob(
      [
        standaloneArticleHtml({
          title: draft.title,
          html: draft.content,
          category: draft.category,
          siteOrigin: window.location.origin,
        }),
      ],
      {
        type: "text/html;charset=utf-8",
      },
    );
    const link = document.createElement("a");
    link.href = URL.createObjectURL(file);
    link.download = exportFileName(draft.title);
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    void showToast({ title: adminText.toasts.exported });
  };

  const tools: { label: string; run: () => void | Promise<void> }[] = [
    { label: text.suggestions, run: suggest },
    { label: text.seo, run: seo },
    { label: text.advanced, run: advanced },
    { label: text.analysis, run: analyse },
    { label: text.format, run: format },
    { label: text.fix, run: fix },
    { label: text.export, run: exportArticle },
  ];

  return (
    <section className="rounded-2xl border border-ink-100 p-4" aria-labelledby="editor-tools-title">
      <h3 id="editor-tools-title" className="font-bold text-ink-900">
        {text.title}
      </h3>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            disabled={busy}
            onClick={() => void tool.run()}
            className={`${buttonClass("quiet")} justify-center text-center`}
          >
            {tool.label}
          </button>
        ))}
      </div>
      {panel ? (
        <div className="mt-4" aria-live="polite">
          <ToolPanel panel={panel} words={words} onInsertOutline={insertOutline} aiModel={ai.model} />
        </div>
      ) : null}
    </section>
  );
});

function Criteria({ report }: { report: SeoReport }) {
  return (
    <ul className="mt-2 space-y-2">
      {report.criteria.map((criterion) => (
        <li key={criterion.id} className="text-sm">
          <span className="flex justify-between gap-2 font-medium text-ink-900">
            <span>{criterion.label}</span>
            <span className={`tabular-nums ${criterion.points === criterion.max ? "text-emerald-700" : "text-red-700"}`}>
              {criterion.points}/{criterion.max}
            </span>
          </span>
          {criterion.advice ? <span className="block text-ink-700">{criterion.advice}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function ToolPanel({
  panel,
  words,
  onInsertOutline,
  aiModel,
}: {
  panel: Panel;
  words: number;
  onInsertOutline: (sections: string[]) => void;
  aiModel: string | null;
}) {
  const box = "rounded-xl bg-ink-50 p-4";
  switch (panel.kind) {
    case "seo":
      return (
        <div className={box}>
          <h4 className="font-semibold text-ink-900">{text.seoPanel(panel.report.score, panel.report.label)}</h4>
          <Criteria report={panel.report} />
        </div>
      );
    case "advanced":
      return (
        <div className={box}>
          <h4 className="font-semibold text-ink-900">{text.advancedPanel(panel.report.score, panel.report.label)}</h4>
          <Criteria report={panel.report} />
          <h5 className="mt-4 text-sm font-semibold text-ink-900">{text.keywordDensity}</h5>
          {panel.report.keywords.length === 0 ? (
            <p className="text-sm text-ink-700">{text.noKeywords}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {panel.report.keywords.map((density) => (
                <li key={density.keyword}>
                  <span className="font-medium">{density.keyword}</span>
                  {"\u00a0: "}
                  {text.density(formatNumber(density.density, 1), counted(density.occurrences))}
                  {density.advice ? <span className="block text-ink-700">{density.advice}</span> : null}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm">
            {text.seoTitleLength(panel.report.seoTitle.length)}
            {panel.report.seoTitle.advice ? <span className="block text-ink-700">{panel.report.seoTitle.advice}</span> : null}
          </p>
          <p className="mt-2 text-sm">
            {text.seoDescriptionLength(panel.report.seoDescription.length)}
            {panel.report.seoDescription.advice ? <span className="block text-ink-700">{panel.report.seoDescription.advice}</span> : null}
          </p>
        </div>
      );
    case "analysis":
      return (
        <div className={box}>
          <h4 className="font-semibold text-ink-900">{text.analysisPanel}</h4>
          {panel.shown === 0 ? <p className="mt-2 text-sm text-ink-700">{text.analysing}</p> : null}
          <ol className="mt-2 space-y-3">
            {panel.steps.slice(0, panel.shown).map((step) => (
              <li key={step.id} className="text-sm">
                <span className="font-semibold text-ink-900">{step.title}</span>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-800">
                  {step.findings.map((finding) => (
                    <li key={finding}>{finding}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {panel.shown === panel.steps.length ? <AiSuggestions answer={panel.ai} model={aiModel} /> : null}
          <p className="mt-4 text-xs text-ink-700">{analysisNote}</p>
          <p className="mt-1 text-xs text-ink-700">{text.wordsNow(formatNumber(words))}</p>
        </div>
      );
    case "suggestions":
      return (
        <div className={box}>
          <h4 className="font-semibold text-ink-900">{text.outlineTitle}</h4>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {panel.sections.map((section) => (
              <li key={section}>{section}</li>
            ))}
          </ol>
          <h5 className="mt-3 text-sm font-semibold text-ink-900">{text.keyPhrases}</h5>
          <p className="text-sm text-ink-800">{panel.keyPhrases.join(" · ")}</p>
          <button type="button" onClick={() => onInsertOutline(panel.sections)} className={`${buttonClass("quiet")} mt-3`}>
            {text.insertOutline}
          </button>
        </div>
      );
    case "fixes":
      return (
        <div className={box}>
          <h4 className="font-semibold text-ink-900">{text.fixPanel}</h4>
          <ol className="mt-2 space-y-1 text-sm">
            {panel.labels.map((label, index) => (
              <li key={label} className={index < panel.applied ? "text-emerald-800" : "text-ink-700"}>
                {index < panel.applied ? "✓ " : "… "}
                {label}
              </li>
            ))}
          </ol>
        </div>
      );
  }
}

function AiSuggestions({ answer, model }: { answer: "waiting" | "off" | AiAnswer; model: string | null }) {
  if (answer === "off" || (typeof answer === "object" && answer.status === "not-configured")) return null;
  if (answer === "waiting") return <p className="mt-4 text-sm text-ink-700">{text.aiWaiting}</p>;
  if (answer.status === "failed") return <p className="mt-4 text-sm text-red-800">{text.aiFailed}</p>;
  return (
    <div className="mt-4 rounded-xl border border-gold-400 bg-white p-3">
      <h5 className="text-sm font-semibold text-ink-900">{text.aiTitle(answer.model || model || "")}</h5>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink-800">
        {answer.suggestions.map((suggestion) => (
          <li key={suggestion}>{suggestion}</li>
        ))}
      </ul>
    </div>
  );
}
