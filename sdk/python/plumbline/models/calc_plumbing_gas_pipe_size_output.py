from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcPlumbingGasPipeSizeOutput")



@_attrs_define
class CalcPlumbingGasPipeSizeOutput:
    """ The results of calc_plumbing_gas_pipe_size and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            capacity_cfh (float): The table cell: capacity of that size at length_column_ft, cubic feet of gas per hour
                (0.60 specific gravity).
            code_reference (str): The section on sizing tables and the longest-length method.
            demand_cfh (float): Demand sized for, cubic feet per hour (demand_btuh / heating_value_btu_per_cf when given in
                Btu/h).
            inside_diameter_in (float): Actual inside diameter the table prints for that size, inches.
            length_column_ft (float): Length row of the table read: the first the table prints at or above length_ft
                (longest-length method, no interpolation).
            nominal_size (str): Smallest nominal pipe size whose table capacity at length_column_ft is at least the demand,
                inches as the table writes it.
            nominal_size_in (float): The same size as a number of inches.
            table_reference (str): The table the cell comes from.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    capacity_cfh: float
    code_reference: str
    demand_cfh: float
    inside_diameter_in: float
    length_column_ft: float
    nominal_size: str
    nominal_size_in: float
    table_reference: str
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        capacity_cfh = self.capacity_cfh

        code_reference = self.code_reference

        demand_cfh = self.demand_cfh

        inside_diameter_in = self.inside_diameter_in

        length_column_ft = self.length_column_ft

        nominal_size = self.nominal_size

        nominal_size_in = self.nominal_size_in

        table_reference = self.table_reference

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "capacity_cfh": capacity_cfh,
            "code_reference": code_reference,
            "demand_cfh": demand_cfh,
            "inside_diameter_in": inside_diameter_in,
            "length_column_ft": length_column_ft,
            "nominal_size": nominal_size,
            "nominal_size_in": nominal_size_in,
            "table_reference": table_reference,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        capacity_cfh = d.pop("capacity_cfh")

        code_reference = d.pop("code_reference")

        demand_cfh = d.pop("demand_cfh")

        inside_diameter_in = d.pop("inside_diameter_in")

        length_column_ft = d.pop("length_column_ft")

        nominal_size = d.pop("nominal_size")

        nominal_size_in = d.pop("nominal_size_in")

        table_reference = d.pop("table_reference")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_plumbing_gas_pipe_size_output = cls(
            capacity_cfh=capacity_cfh,
            code_reference=code_reference,
            demand_cfh=demand_cfh,
            inside_diameter_in=inside_diameter_in,
            length_column_ft=length_column_ft,
            nominal_size=nominal_size,
            nominal_size_in=nominal_size_in,
            table_reference=table_reference,
            schemas=schemas,
        )


        calc_plumbing_gas_pipe_size_output.additional_properties = d
        return calc_plumbing_gas_pipe_size_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
