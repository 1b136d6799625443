import {open, shot, text} from './w19lib.mjs';
const {browser,page} = await open('buckhead.counter');
await page.goto('http://127.0.0.1:5671/stock'); await page.waitForTimeout(1500);
await page.screenshot({path:'/tmp/walk19-shots/c02-stock-top.png'});
const inputs = await page.locator('input,select,textarea').evaluateAll(es=>es.map(e=>e.tagName+' '+e.type+' '+(e.getAttribute('aria-label')||'')+' ph='+(e.placeholder||'')+' id='+e.id));
console.log(inputs.join('\n'));
await browser.close();
