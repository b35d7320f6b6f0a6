/**
 * Passwords that appear near the top of every list of leaked passwords (keyboard walks, repeated
 * digits, "password" in its variants, names, football clubs, seasons with a year, and the shop's
 * own name), lower-cased. Only those of 8 characters or more are listed: shorter ones are refused
 * by length already. Registration and reset refuse them whatever their letter case.
 */
const LIST = `
123456789 12345678 password 1234567890 qwertyuiop 11111111 123123123 password1 1q2w3e4r 1qaz2wsx
qwerty123 987654321 00000000 1q2w3e4r5t iloveyou 88888888 12341234 11223344 123456789a 1234qwer
sunshine princess football baseball welcome1 superman 1qaz2wsx3edc trustno1 starwars zaq12wsx
qwertyui asdfghjkl passw0rd password123 12345678910 123321123 147258369 987654321a q1w2e3r4
q1w2e3r4t5 abcd1234 abc12345 aa123456 a1234567 1234abcd 12qwaszx qazwsxedc computer michelle
jennifer jordan23 liverpool chocolate internet whatever mustang1 master12 letmein1 welcome123
admin123 administrator changeme password12 password2 password! p@ssw0rd p@ssword qwerty12
qwerty1234 qwertyuiop123 asdf1234 asdfasdf zxcvbnm1 zxcvbnm123 1qazxsw2 2wsx3edc 3edc4rfv
1q2w3e4r5t6y q1w2e3r4t5y6 123qweasd 123qweasdzxc qweasdzxc qwe12345 12345qwert 55555555 66666666
77777777 99999999 22222222 33333333 44444444 12121212 13131313 10203040 11112222 123454321
1234554321 0987654321 789456123 741852963 159753456 147852369 963852741 123654789 12344321
1111111111 0000000000 1234567891 12345678a 123456abc abcdefgh abcdefg1 abcdef123 football1
baseball1 basketball soccer12 princess1 sunshine1 iloveyou1 iloveyou2 loveyou1 lovelove babygirl
babygirl1 butterfly fuckyou1 mypassword dragon12 monkey12 shadow12 michael1 jessica1 charlie1
starwars1 pokemon1 blink182 naruto12 samantha danielle superman1 batman12 spiderman pakistan
hellokitty elephant sweetheart beautiful midnight maverick hardcore thunder1 corvette mercedes
ferrari1 playboy1 rush2112 harley12 tigger12 chelsea1 arsenal1 manchester liverpool1 barcelona
juventus realmadrid ciaociao ciao1234 amoremio forzajuve forzamilan forzainter forzanapoli
forzaroma juventus1 napoli12 milano12 roma1234 tiamo123 tiamomolto sole1234 francesca alessandro
giuseppe antonio1 federica valentina martina1 chiara12 stellina principessa topolino asdfghjk
zxcvbnma passpass testtest test1234 test12345 demo1234 guest123 root1234 toor1234 admin1234
administrator1 !@#$%^&* 1qaz@wsx passw0rd! password1! summer2024 winter2024 spring2024
autumn2024 summer2025 winter2025 summer2026 winter2026 estate2025 estate2026 inverno2025
password2024 password2025 password2026 1q2w3e4r5t6y7u8i9o0p qazwsx123 zaq1xsw2 !qaz2wsx
poiuytrewq mnbvcxz1 lkjhgfdsa qwertzuiop azertyuiop aaaaaaaa zzzzzzzz xxxxxxxx qqqqqqqq
asdasdasd qweqweqwe zxczxczxc 123qwe123 123abc123 abc123abc a1b2c3d4 a1s2d3f4 1a2b3c4d qwerasdf
qwer1234 1234asdf michael23 daniel12 andrew12 matthew1 anthony1 jonathan christopher nicholas
alexander victoria elizabeth stephanie jasmine1 benjamin qwertyuio 987654321q 1234567q q1234567
1234567a a12345678 12345678q 12345678910a 123456789q iloveyou123 iloveu123 loveme123 trustme1
secret123 secret12 letmein123 access14 whatever1 freedom1 nothing1 computer1 internet1 qwerty!23
monkey123 dragon123 shadow123 master123 superstar sunflower rainbow1 sweetie1 cookie12 peanut12
buster12 snoopy12 scooter1 yankees1 cowboys1 steelers eagles12 packers1 lakers24 kobe2424
jordan12 nirvana1 metallica slipknot greenday linkinpark eminem12 drowssap drowssap1
qwertyqwerty asdfasdf1 zxcvzxcv 1234512345 1122334455 12301230 11111111a 111111111 999999999
555555555 777777777 888888888 123456123 654321654321 112233445566 123412341234 q1q1q1q1 a1a1a1a1
z1z1z1z1 1q1q1q1q qwert12345 passwort passwort1 motdepasse contrasena contraseña senha123
parola123 parolasegreta password01 password00 password99 pass1234 pass12345 mypass123 abcd12345
abc123456 abcde12345 aurelia1 aurelia123 aurelia2026 fashion1 fashion123 shopping shopping1
moda1234 vestiti1
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
