DROP INDEX "posts_search_idx";--> statement-breakpoint
CREATE INDEX "posts_search_words_idx" ON "posts" USING gin ("search_vector") WHERE post_commented_on is null;