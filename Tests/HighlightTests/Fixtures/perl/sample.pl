#!/usr/bin/perl
use strict;
use warnings;
use POSIX qw(floor ceil);

=pod

=head1 NAME

inventory.pl - report stock levels; "quotes" and $vars here are POD

=cut

package Inventory::Item;

our $VERSION = '1.02';
my %registry;
my @ITEMS = qw(
    alpha (beta) gamma
);

sub new {
    my ($class, %args) = @_;
    my $self = bless { sku => $args{sku}, count => $args{count} // 0 }, $class;
    $registry{ $self->{sku} } = $self;
    return $self;
}

sub label {
    my $self = shift;
    my $width = 10;
    return sprintf("%-${width}s|%5d\n", $self->{sku}, $self->{count});
}

sub normalize {
    my ($text) = @_;
    (my $copy = $text) =~ s/^\s+|\s+$//g;
    $copy =~ s{\\}{/}g;
    $copy =~ s{(\w+)} {\u$1}gx;
    $copy =~ tr/a-z/A-Z/;
    $copy =~ y[-_][  ];
    $copy =~ s#//+#/#g;
    return $copy if $copy =~ m!^[A-Z]{3}-\d+$!;
    return $copy =~ /^\d+$/ ? "num:$copy" : q{raw {nested} text};
}

package main;

my $ratio = $#ITEMS / 2;
my $half = $registry{alpha} / 2;
my @parts = split /,\s*/, "a, b,c";
my $re = qr/(?<sku>[A-Z]+)-(\d+)/i;
my $cmd = qx(ls -l);
my %opts = (s => 1, y => 2, q => 3);
my $total = 0;
$total += $_ for map { $_ * 2 } grep { !/skip/ } (1 .. 10);
my $msg = "Total: $total items, first @parts[0] and ${total}x, email\@example.com\n";
my $single = 'no $interp here\n but \' escaped';
printf STDERR "%s\n", $msg if $total % 3 == 0;

print <<"EOT";
Report for $0 at @{[ scalar localtime ]}
  Total:\t$total
EOT
print <<'RAW', <<~INDENTED;
raw $text stays \n
RAW
    indented $total
    INDENTED
print <<EOF . "tail\n";
bare heredoc $msg
EOF

open(my $fh, '<', $ARGV[0]) or die "cannot open: $!";
while (my $line = <$fh>) {
    chomp $line;
    next unless length $line;
    my ($sku, $count) = $line =~ m/^(\S+)=(\d+)/ or next;
    Inventory::Item->new(sku => $sku, count => 0x1F + 1_000 + 1.5e3);
}
close $fh;

__END__
This is data: "not a string" and $not_a_var
=head1 still data
