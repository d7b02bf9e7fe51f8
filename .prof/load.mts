import autocannon from 'autocannon';
import { signIn } from '../bench/signIn';
const base = 'http://127.0.0.1:8391';
const token = await signIn(base, 'admin');
const url = process.argv[2] ?? '/api/Security/GetUserInfo';
const r = await autocannon({ url: base + url, headers: { companyKey: 'aval-demo', authorization: `Bearer ${token}` }, connections: Number(process.argv[3] ?? 10), duration: Number(process.argv[4] ?? 10) });
console.log(url, 'req/s', (r.requests.total / r.duration).toFixed(0), 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx, 'err', r.errors);
