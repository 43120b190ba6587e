import { Star } from "lucide-react";
import { useState } from "react";
import { textValue, YES_NO_CHOICES, type ApplicationValues } from "~/leads/certificate-application";
import { ChoiceGroup, RequiredMark, TextAreaField } from "~/ui/forms/field";
import { fieldOf, FormSection } from "./form-section";

/** A required yes/no question, each answer worded as the spec words it. */
function YesNoQuestion({
  name,
  legend,
  values,
}: {
  name: keyof typeof YES_NO_CHOICES;
  legend: string;
  values: ApplicationValues;
}) {
  const labels = YES_NO_CHOICES[name];
  return (
    <ChoiceGroup
      legend={legend}
      required
      name={name}
      options={[
        { value: "yes", label: labels.yes },
        { value: "no", label: labels.no },
      ]}
      defaultValues={[textValue(values, name)]}
    />
  );
}

/** Section 5, for webinar attendees only: what they liked, the star rating and two yes/no questions. */
export function FeedbackSection({ values }: { values: ApplicationValues }) {
  const [rating, setRating] = useState(() => Number(textValue(values, "rating")) || 0);
  return (
    <FormSection id="feedback" number={5} title="Feedback & Rating" note="Optional feedback: tell us how the webinar went.">
      <TextAreaField label="What did you like about the webinar?" rows={3} {...fieldOf(values, "positiveFeedback")} />
      <TextAreaField label="Areas for Improvement" rows={3} {...fieldOf(values, "negativeFeedback")} />
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">
          Overall Rating
          <RequiredMark />
        </legend>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((star) => (
              <label
                key={star}
                htmlFor={`rating-${star}`}
                className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input
                  id={`rating-${star}`}
                  type="radio"
                  name="rating"
                  value={star}
                  checked={rating === star}
                  onChange={() => setRating(star)}
                  className="sr-only"
                />
                <Star
                  aria-hidden="true"
                  className={`size-8 ${star <= rating ? "fill-amber-400 text-amber-500" : "fill-gray-100 text-gray-400"}`}
                />
                <span className="sr-only">
                  {star} {star === 1 ? "star" : "stars"}
                </span>
              </label>
            ))}
          </div>
          <span className="font-semibold text-gray-900">{rating}/5</span>
          <span className="text-sm text-gray-700">{rating === 0 ? "Click to rate" : "Thank you!"}</span>
        </div>
      </fieldset>
      <YesNoQuestion name="recommend" legend="Would you recommend this webinar to others?" values={values} />
      <YesNoQuestion name="permissionPublishFeedback" legend="May we publish your positive feedback?" values={values} />
    </FormSection>
  );
}
