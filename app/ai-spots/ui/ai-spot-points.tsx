import { AI_SPOT_FIGURES, type AiSpotPoint } from "~/content/ai-spots";
import { FigureList } from "~/ui/marketing/figure-list";

/** The programme in numbers: the approved spots counted, then the fixed figures. */
export function SpotFigures({ approvedCount }: { approvedCount: number }) {
  const figures = [{ value: `${approvedCount}+`, label: "AI Spots" }, ...AI_SPOT_FIGURES];
  return (
    <section aria-label="AI Spots in numbers" className="bg-gray-900 px-4 py-10 text-white">
      <FigureList
        figures={figures}
        className="mx-auto grid max-w-5xl grid-cols-2 gap-6 text-center md:grid-cols-4"
        itemClassName="gap-1"
        labelClassName="text-sm text-gray-300"
        valueClassName="text-3xl font-extrabold sm:text-4xl"
      />
    </section>
  );
}

/** 'How AI Spots Work': numbered steps. */
export function SpotSteps({ steps }: { steps: readonly AiSpotPoint[] }) {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <span className="grid size-10 place-items-center rounded-full bg-brand-100 text-brand-800">
            <step.icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 font-bold text-gray-900">
            {index + 1}. {step.title}
          </h3>
          <p className="mt-1 text-sm text-gray-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** 'Why Become an AI Spot?': what a venue gains. */
export function SpotBenefits({ benefits }: { benefits: readonly AiSpotPoint[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {benefits.map((benefit) => (
        <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <benefit.icon aria-hidden="true" className="size-7 text-brand-600" />
          <h3 className="mt-3 font-bold text-gray-900">{benefit.title}</h3>
          <p className="mt-1 text-sm text-gray-700">{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
