// An SMTP server on 127.0.0.1 that accepts every mail and keeps only a count, in a process of its own so that the
// newsletter bench measures the sender's memory alone. Prints its port, then "count <n>" each time it is asked
// (a line on stdin).
import { SMTPServer } from "smtp-server";

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, done) {
    stream.on("data", () => {});
    stream.on("end", () => {
      count++;
      done();
    });
  },
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`port ${server.server.address().port}\n`);
});
process.stdin.on("data", () => process.stdout.write(`count ${count}\n`));
process.stdin.on("end", () => server.close(() => process.exit(0)));
