// Order processing service.
#nullable enable
#region Usings
using System;
using System.Collections.Generic;
using System.Text.Json;
#endregion

[assembly: CLSCompliant(true)]

namespace Shop.Orders
{
    /// <summary>
    /// Holds one order and formats it.
    /// </summary>
    [Serializable]
    [Obsolete("Use OrderV2", false)]
    public sealed class Order : IComparable<Order>
    {
        private const int MaxItems = 1_000;
        private readonly List<string> _items = new();
        public decimal Total { get; private set; } = 0.5m;
        public long Id { get; init; } = 0xFF_FFL;

        /* a block comment
           spanning lines */
        public Order(long id) => Id = id;

        public string Describe(string customer)
        {
            var path = @"C:\orders\""current""
second line of the verbatim string";
            var json = """
                { "id": 42, "name": "a ""quoted"" thing" }
                """;
            var fence = """"
                contains """ three quotes
                """";
            var summary = $"""
                Order {Id} for {customer.ToUpper()}: {_items.Count} items
                """;
            var payload = $$"""
                { "id": {{Id}}, "total": {{Total:F2}}, "tags": [{{string.Join(", ", _items)}}] }
                """;
            var line = $"Order {Id} for {customer.ToUpper()} has {_items.Count} items, {{literal}}";
            var nested = $"{(Total > 0 ? $"{Total:C}" : "free")} and {string.Join(", ", _items)}";
            var both = $@"{customer}: ""{path}""
  continued {Id}";
            var other = @$"{Id}\n";
            char c = '\n';
            return line + nested + both + other + json + fence + c;
        }

        public int CompareTo(Order? other) => other is null ? 1 : Id.CompareTo(other.Id);

        public void Add([NotNull] string item)
        {
#if DEBUG
            Console.WriteLine("adding " + item); // trace
#endif
            if (_items.Count >= MaxItems) throw new InvalidOperationException("full");
            _items.Add(item);
            var @class = item.Length;
        }

        public async Task<bool> SaveAsync()
        {
            await Task.Delay(10);
            return true;
        }
    }

    public record Line(string Name, double Price = 1.5e3);
    public enum Status { Open, Closed }
}
