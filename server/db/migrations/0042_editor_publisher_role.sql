-- Issue 26, item 3: publishing becomes the `publisher` role's. Every grant stored before this change could publish,
-- so `editor` becomes `publisher` once here and nobody loses a right; grants made after it mean what they say.
UPDATE "editor_roles" SET "roles" = array_replace("roles", 'editor', 'publisher');
