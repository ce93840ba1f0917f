.__area__ { display: flex; flex-direction: column; min-height: 100%; background: #f5f5f5; }
.__area__-item { display: flex; flex-direction: column; margin: 10px 10px 0; padding: 12px 14px; background: #fff; border-radius: 10px; }
.__area__-item__title { font-size: 15px; color: #1a1a1a; }
.__area____end { padding: 14px; color: #999; font-size: 12px; text-align: center; }
