import { chromium } from 'playwright-core';
export const BASE='http://127.0.0.1:5671';
export async function open(user, width=390, height=844){
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const ctx = await browser.newContext({ viewport:{width,height}, acceptDownloads:true });
  const page = await ctx.newPage();
  page.on('pageerror', e=>console.log('PAGEERROR', e.message));
  page.on('console', m=>{ if(m.type()==='error') console.log('CONSOLE', m.text()); });
  await page.goto(BASE+'/auth');
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password',{exact:true}).fill(user+'-demo1');
  await page.getByRole('button',{name:'Sign In'}).click();
  await page.waitForTimeout(2000);
  return {browser, ctx, page};
}
export async function shot(page, name){ await page.screenshot({path:`/tmp/walk19-shots/${name}.png`, fullPage:true}); console.log('shot', name); }
export async function text(page){ return (await page.locator('body').innerText()).slice(0,4000); }
