import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useFetcher } from "react-router";
import { type Comment, CommentFormSchema } from "../../../../core/schemas/scorecard";
import { LongTextField } from "../../../components/ui/form-fields";
import type { FormReply } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";

/**
 * The internal thread of an application: staff only, never shown to the founder. A comment is a
 * conform form posted to the clientAction of the route showing the application (`postComment`),
 * and the thread is loaded again after.
 */
export function CommentsThread({ comments }: { comments: Promise<Comment[]> }) {
  const id = useId();
  const posting = useFetcher<FormReply>();
  // A posted comment joins the thread, and the box starts empty again.
  const [form, fields] = useForm({
    id: `${id}-form`,
    lastResult: posting.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CommentFormSchema }),
  });

  return (
    <section className="comments" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Internal comments</h3>
      <p className="scorecard__hint">Seen by staff only, never by the founder.</p>
      <Loaded
        data={comments}
        loading={null}
        failure={() => <p className="field__error">Could not load the comments.</p>}
      >
        {(loaded) => (
          <>
            {loaded.length === 0 ? <p>No comments yet.</p> : null}
            {loaded.length > 0 ? (
              <ol className="comments__list">
                {loaded.map((comment) => (
                  <li key={comment._id} className="comments__item">
                    <p className="comments__meta">
                      <strong>{comment.authorName}</strong> ·{" "}
                      <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
                    </p>
                    <p className="comments__body">{comment.body}</p>
                  </li>
                ))}
              </ol>
            ) : null}
            <posting.Form
              method="post"
              id={form.id}
              onSubmit={form.onSubmit}
              noValidate
              className="form comments__form"
            >
              <input type="hidden" name="intent" value="comment" />
              <LongTextField field={fields.body} label="Add a comment" rows={2} />
              <button type="submit" className="button" disabled={posting.state !== "idle"}>
                {posting.state !== "idle" ? "Posting…" : "Post comment"}
              </button>
            </posting.Form>
          </>
        )}
      </Loaded>
    </section>
  );
}
