-- Issue 33: a review written in a blind queue is its author's own judgement; once they have been
-- shown the other readers' reviews of the application it is final for them (an admin, who sees
-- every review anyway, is not held to it). When they were first shown them; null while not.
ALTER TABLE reviews ADD COLUMN others_seen_at timestamptz;
