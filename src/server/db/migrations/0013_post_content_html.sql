-- Post content becomes HTML (the admin's rich-text editor). Posts stored before as plain text, paragraphs
-- separated by blank lines, become escaped <p> paragraphs, a single line break a <br>.
UPDATE "cms_posts"
SET "content" = '<p>' || regexp_replace(
    regexp_replace(
      replace(replace(replace(btrim("content", E' \n\r\t'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
      E'\\s*\\n\\s*\\n\\s*', '</p><p>', 'g'),
    E'\\s*\\n\\s*', '<br>', 'g') || '</p>'
WHERE btrim("content") <> '' AND "content" !~ '^\s*<';
