// The browser build: the app (www/src/app → index.html), the card browser
// (www/src/cards → cards.html), a demo table used by the browser tests
// (→ table-demo.html) and, when present, the embed bundle for other sites
// (www/src/embed → embed.js). The engine comes from
// www/pkg (wasm-bindgen --target bundler), loaded as async WebAssembly.
const path = require('path');
const fs = require('fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const www = path.resolve(__dirname, 'www');
const entry = { app: './www/src/app/main.ts', cards: './www/src/cards/main.ts', 'table-demo': './www/src/cards/table-demo.ts' };
// The embed bundle is a UMD library: a plain <script src="embed.js"> defines the
// global `Innovation`, and bundlers or CommonJS can import it. `publicPath: 'auto'`
// finds the engine's chunk and wasm next to the script, wherever it is served from.
if (fs.existsSync(path.join(www, 'src/embed/index.ts'))) {
  entry.embed = { import: './www/src/embed/index.ts', library: { name: 'Innovation', type: 'umd' } };
}

module.exports = (mode = 'production') => ({
  mode,
  entry,
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    webassemblyModuleFilename: '[hash].wasm',
    publicPath: 'auto',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.js'] },
  module: { rules: [{ test: /\.ts$/, loader: 'ts-loader', options: { transpileOnly: true } }] },
  experiments: { asyncWebAssembly: true },
  performance: { hints: false },
  devtool: false,
  plugins: [
    new HtmlWebpackPlugin({ template: path.join(www, 'index.html'), chunks: ['app'], filename: 'index.html' }),
    new HtmlWebpackPlugin({ template: path.join(www, 'cards.html'), chunks: ['cards'], filename: 'cards.html' }),
    new HtmlWebpackPlugin({ template: path.join(www, 'table-demo.html'), chunks: ['table-demo'], filename: 'table-demo.html' }),
  ],
});
