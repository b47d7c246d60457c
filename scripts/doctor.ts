// npm run doctor: the launch check of a production start, without starting anything.
// Reads the same environment as `npm start`; exit code 1 when the site would refuse to start.
import { ConfigError, parseConfig } from "../app/lib/config.server";
import { exampleSettings } from "../app/lib/example-settings";
import { checkLaunch } from "../app/lib/launch-check.server";

const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ""));
// Checked as a launch, whatever this shell's NODE_ENV or LOCAL_PREVIEW say.
const env = { ...present, NODE_ENV: "production", LOCAL_PREVIEW: undefined };

function printList(title: string, items: string[]) {
  if (items.length === 0) return;
  console.log(`\n${title}`);
  for (const item of items) console.log(`- ${item}`);
}

let refused = false;
let warnings: string[];
try {
  warnings = parseConfig(env).launch.warnings;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  refused = true;
  console.log(`Le site refuserait de démarrer en production.\n\n${error.message}`);
  warnings = checkLaunch({ ...exampleSettings, SITE_URL: "http://localhost:3000", ...present }).warnings;
}
printList("À vérifier (le site démarre, mais le dit à chaque démarrage) :", warnings);
if (present.LOCAL_PREVIEW === "1")
  console.log("\nLOCAL_PREVIEW=1 est défini : un aperçu local, pas un lancement ; retirez-le sur le serveur.");
if (!refused && warnings.length === 0) console.log("Prêt pour le lancement : tout ce que la vérification demande est réglé.");
else if (!refused) console.log("\nLe site peut démarrer en production.");
process.exitCode = refused ? 1 : 0;
