// Preloaded into build.mjs's Node steps (`node --import scripts/contentErrors.mjs dist/server/build-*.js`):
// a content file the schema refuses (shared/content/schema.ts, ContentError) is the author's to fix, not
// the code's, so the step prints the error's own lines, one per problem naming file, entry and field,
// without a stack. The content is checked as its modules load, before a step's own code could catch it.
const report = (error) => {
  if (error instanceof Error && error.name === 'ContentError') console.error(error.message);
  else console.error(error);
  process.exit(1);
};
process.on('uncaughtException', report);
process.on('unhandledRejection', report);
