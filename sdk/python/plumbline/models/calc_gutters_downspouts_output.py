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





T = TypeVar("T", bound="CalcGuttersDownspoutsOutput")



@_attrs_define
class CalcGuttersDownspoutsOutput:
    """ The results of calc_gutters_downspouts and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            adjusted_area_sqft (float): roof area × pitch factor × rainfall intensity, ft² at 1 in/h.
            code_reference (str): The vertical-leader sizing section.
            count_for_capacity (int): ceil(required_downspout_sqin / downspout_sqin).
            count_for_length (int): ceil(gutter_length_ft / 50).
            downspout_sqin (float): Cross-section of one downspout of the chosen size, in².
            downspouts (int): Downspouts to install: the larger count, at least 1.
            max_gutter_ft_per_downspout (float): Longest gutter one downspout serves, feet.
            pitch_factor (float): Roof-pitch factor applied (This Old House table).
            required_downspout_sqin (float): Total downspout cross-section needed: adjusted area / 1,200, in².
            sqft_per_sqin_at_1iph (float): Roof area one square inch of downspout drains at 1 in/h (CDA/SMACNA rule), ft².
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    adjusted_area_sqft: float
    code_reference: str
    count_for_capacity: int
    count_for_length: int
    downspout_sqin: float
    downspouts: int
    max_gutter_ft_per_downspout: float
    pitch_factor: float
    required_downspout_sqin: float
    sqft_per_sqin_at_1iph: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        adjusted_area_sqft = self.adjusted_area_sqft

        code_reference = self.code_reference

        count_for_capacity = self.count_for_capacity

        count_for_length = self.count_for_length

        downspout_sqin = self.downspout_sqin

        downspouts = self.downspouts

        max_gutter_ft_per_downspout = self.max_gutter_ft_per_downspout

        pitch_factor = self.pitch_factor

        required_downspout_sqin = self.required_downspout_sqin

        sqft_per_sqin_at_1iph = self.sqft_per_sqin_at_1iph

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "adjusted_area_sqft": adjusted_area_sqft,
            "code_reference": code_reference,
            "count_for_capacity": count_for_capacity,
            "count_for_length": count_for_length,
            "downspout_sqin": downspout_sqin,
            "downspouts": downspouts,
            "max_gutter_ft_per_downspout": max_gutter_ft_per_downspout,
            "pitch_factor": pitch_factor,
            "required_downspout_sqin": required_downspout_sqin,
            "sqft_per_sqin_at_1iph": sqft_per_sqin_at_1iph,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        adjusted_area_sqft = d.pop("adjusted_area_sqft")

        code_reference = d.pop("code_reference")

        count_for_capacity = d.pop("count_for_capacity")

        count_for_length = d.pop("count_for_length")

        downspout_sqin = d.pop("downspout_sqin")

        downspouts = d.pop("downspouts")

        max_gutter_ft_per_downspout = d.pop("max_gutter_ft_per_downspout")

        pitch_factor = d.pop("pitch_factor")

        required_downspout_sqin = d.pop("required_downspout_sqin")

        sqft_per_sqin_at_1iph = d.pop("sqft_per_sqin_at_1iph")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_gutters_downspouts_output = cls(
            adjusted_area_sqft=adjusted_area_sqft,
            code_reference=code_reference,
            count_for_capacity=count_for_capacity,
            count_for_length=count_for_length,
            downspout_sqin=downspout_sqin,
            downspouts=downspouts,
            max_gutter_ft_per_downspout=max_gutter_ft_per_downspout,
            pitch_factor=pitch_factor,
            required_downspout_sqin=required_downspout_sqin,
            sqft_per_sqin_at_1iph=sqft_per_sqin_at_1iph,
            schemas=schemas,
        )


        calc_gutters_downspouts_output.additional_properties = d
        return calc_gutters_downspouts_output

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
