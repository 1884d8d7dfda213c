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





T = TypeVar("T", bound="CalcDecksFootingSizeOutput")



@_attrs_define
class CalcDecksFootingSizeOutput:
    """ The results of calc_decks_footing_size and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            area_row_sqft (float): Tributary area row used, ft².
            code_reference (str): Exterior decks section (footings: R507.3, Table R507.3.1).
            concrete_cubic_feet (float): Concrete in the footing pad: pi/4 x diameter² x thickness, ft³ (not the pier above
                it).
            load_column_psf (float): Live load column used, psf.
            round_diameter_in (float): Minimum diameter of a round footing, inches.
            soil_column_psf (float): Soil bearing column used, psf.
            table (str): The IRC table read.
            thickness_in (float): Minimum footing thickness, inches.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    area_row_sqft: float
    code_reference: str
    concrete_cubic_feet: float
    load_column_psf: float
    round_diameter_in: float
    soil_column_psf: float
    table: str
    thickness_in: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        area_row_sqft = self.area_row_sqft

        code_reference = self.code_reference

        concrete_cubic_feet = self.concrete_cubic_feet

        load_column_psf = self.load_column_psf

        round_diameter_in = self.round_diameter_in

        soil_column_psf = self.soil_column_psf

        table = self.table

        thickness_in = self.thickness_in

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_row_sqft": area_row_sqft,
            "code_reference": code_reference,
            "concrete_cubic_feet": concrete_cubic_feet,
            "load_column_psf": load_column_psf,
            "round_diameter_in": round_diameter_in,
            "soil_column_psf": soil_column_psf,
            "table": table,
            "thickness_in": thickness_in,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        area_row_sqft = d.pop("area_row_sqft")

        code_reference = d.pop("code_reference")

        concrete_cubic_feet = d.pop("concrete_cubic_feet")

        load_column_psf = d.pop("load_column_psf")

        round_diameter_in = d.pop("round_diameter_in")

        soil_column_psf = d.pop("soil_column_psf")

        table = d.pop("table")

        thickness_in = d.pop("thickness_in")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_decks_footing_size_output = cls(
            area_row_sqft=area_row_sqft,
            code_reference=code_reference,
            concrete_cubic_feet=concrete_cubic_feet,
            load_column_psf=load_column_psf,
            round_diameter_in=round_diameter_in,
            soil_column_psf=soil_column_psf,
            table=table,
            thickness_in=thickness_in,
            schemas=schemas,
        )


        calc_decks_footing_size_output.additional_properties = d
        return calc_decks_footing_size_output

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
